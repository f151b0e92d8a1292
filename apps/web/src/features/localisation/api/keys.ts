import type { TableQuery } from '../../../components/crud/table-query';

/** Query keys of the localisation screens; every key starts with the area, then the resource. */
export const localisationKeys = {
  all: ['localisation'] as const,
  catalogue: ['localisation', 'catalogue'] as const,
  languages: (ownerId: number | undefined) => ['localisation', 'languages', ownerId] as const,
  resource: (resource: LocalisationResource) => ['localisation', resource] as const,
  list: (resource: LocalisationResource, ownerId: number | undefined, query: TableQuery, parentId?: number) =>
    ['localisation', resource, ownerId, 'list', parentId ?? null, query] as const,
  info: (resource: LocalisationResource, ownerId: number | undefined, id: number) =>
    ['localisation', resource, ownerId, 'info', id] as const,
};

export type LocalisationResource = 'labels' | 'errors' | 'codeLists' | 'codeValues' | 'subValues';
