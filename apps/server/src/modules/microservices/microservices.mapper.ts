import { versionText, type Microservice, type MicroserviceFields, type PodState } from '@console/contract';
import type { PodReading } from '../../orchestrator/orchestrator';
import { kindFor, type GraphRow } from './microservice-graph.repository';
import type { PartIds } from './microservice-parts.repository';

const iso = (d: Date | string) => new Date(d).toISOString();
const podStatus = (replicas: number) => (replicas > 0 ? 'RUNNING' : 'STOPPED');

type Version = { major: number; minor: number; patch: number };
const compareVersions = (a: Version, b: Version) =>
  a.major - b.major || a.minor - b.minor || a.patch - b.patch;

/** Per endpoint type, the highest version is the latest. */
function latestVersions(rows: GraphRow['request_types']): Set<number> {
  const best = new Map<string, GraphRow['request_types'][number]>();
  for (const r of rows) {
    const b = best.get(r.type);
    if (!b || compareVersions(r, b) > 0) best.set(r.type, r);
  }
  return new Set([...best.values()].map((r) => r.id));
}

/** The fields a user edits, as stored: what an ASSIGN save is compared with. */
export function toFields(row: GraphRow): MicroserviceFields {
  return {
    name: row.name,
    code: row.code,
    classCode: row.class_code,
    fnType: row.fn_type,
    urlCode: row.url_code,
    producer: row.producer,
    iconUrl: row.icon_url,
    description1: row.description,
    description2: row.long_description,
    globalDesc: row.global_desc,
    useCase: row.use_case,
    requestTypes: row.request_types,
    pricing: row.pricing,
    dataSchema: row.data_schema,
    dataCollectMethod: row.data_collect_method,
    source: row.source,
    webLink: row.web_link,
    keywords: row.keywords,
    tags: row.tags,
    accessType: row.access_type,
    modelExport: row.model_export,
    mandatoryFields: row.mandatory_fields,
    limitFields: row.limit_fields,
    images: row.images,
  };
}

export function toMicroservice(row: GraphRow, ownerId: number): Microservice {
  const kind = kindFor(row, ownerId);
  const latest = latestVersions(row.request_types);
  return {
    ...toFields(row),
    id: row.id,
    microType: kind === 'CATALOGUE' ? row.micro_type : kind,
    sourceId: row.source_id,
    inCatalogue: row.in_catalogue,
    requestTypes: row.request_types.map((r) => ({
      ...r,
      version: versionText(r),
      isLatest: latest.has(r.id),
    })),
    pricing: row.pricing,
    tags: row.tags,
    limitFields: row.limit_fields,
    accessType: kind === 'ASSIGN' ? (row.assigned_access ?? '') : row.access_type,
    podStatus: podStatus(Number(row.replicas)),
    podReplica: Number(row.replicas),
    desiredReplica: Number(row.desired_replicas),
    dateCreated: iso(row.created_at),
    dateUpdated: iso(row.updated_at),
  };
}

export function partIds(row: GraphRow): PartIds {
  return {
    requestTypes: row.request_types.map((r) => r.id),
    pricing: row.pricing.map((p) => p.id),
    tiers: row.pricing.flatMap((p) => p.tiers.map((t) => t.id)),
    tags: row.tags.map((t) => t.id),
    limitFields: row.limit_fields.map((l) => l.id),
  };
}

export function toPodState(r: PodReading, pollSeconds: number): PodState {
  return {
    podStatus: podStatus(r.replicas),
    podReplica: r.replicas,
    desiredReplica: r.desiredReplicas,
    changing: r.replicas !== r.desiredReplicas,
    pollSeconds,
  };
}
