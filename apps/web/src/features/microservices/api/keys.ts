import type { TableQuery } from '../../../components/crud/table-query';

/**
 * Query keys of the microservices area. Everything an owner sees sits under its owner id, so a save,
 * delete or assign invalidates `lists()` (every page and search) and `detail` of what it changed.
 */
export const microserviceKeys = {
  all: ['microservices'] as const,
  lists: () => ['microservices', 'list'] as const,
  list: (ownerId: number | undefined, query: TableQuery) =>
    ['microservices', 'list', ownerId, query] as const,
  details: () => ['microservices', 'info'] as const,
  detail: (ownerId: number | undefined, id: number) => ['microservices', 'info', ownerId, id] as const,
  catalogue: () => ['microservices', 'catalogue'] as const,
  pod: (ownerId: number | undefined, id: number) => ['microservices', 'pod', ownerId, id] as const,
  assignedAccess: (ownerId: number | undefined, id: number) =>
    ['microservices', 'assignedAccess', ownerId, id] as const,
};
