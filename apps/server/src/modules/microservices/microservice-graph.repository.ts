import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicasNow } from '../../orchestrator/pod-store';
import { preparedRows } from '../../db/prepared';
import { firstRow } from '../../crud/rows';

const parts = (table: string, fields: string) => `coalesce((
  select json_agg(json_build_object(${fields}) order by x.position, x.id) from ${table} x where x.microservice_id = m.id
), '[]'::json)`;

const REQUEST_TYPES = parts(
  'microservice_request_types',
  `'id', x.id, 'type', x.type, 'major', x.major, 'minor', x.minor, 'patch', x.patch, 'yamlUrl', x.yaml_url, 'docsUrl', x.docs_url`,
);
const TIERS = `coalesce((
  select json_agg(json_build_object('id', t.id, 'lower', t.lower, 'upper', t.upper, 'cost', t.cost) order by t.position, t.id)
  from microservice_pricing_tiers t where t.pricing_id = x.id
), '[]'::json)`;
const PRICING = parts(
  'microservice_pricing',
  `'id', x.id, 'endpointType', x.endpoint_type, 'standardPrice', x.standard_price, 'tiers', ${TIERS}`,
);
const DATA_SCHEMA = parts(
  'microservice_data_schema',
  `'name', x.name, 'type', x.type, 'isNull', x.is_null, 'dataLength', x.data_length, 'description', x.description`,
);
const TAGS = parts('microservice_tags', `'id', x.id, 'key', x.key, 'value', x.value`);
const LIMITS = parts(
  'microservice_limit_fields',
  `'id', x.id, 'type', x.type, 'lowerLimit', x.lower_limit, 'upperLimit', x.upper_limit, 'field', x.field`,
);

export interface GraphRow {
  id: number;
  owner_id: number;
  name: string;
  code: string;
  url_code: string;
  description: string;
  in_catalogue: boolean;
  micro_type: 'OWN' | 'ASSIGN' | 'DUP';
  source_id: number | null;
  class_code: string;
  fn_type: string;
  producer: string;
  icon_url: string;
  long_description: string;
  global_desc: string;
  use_case: string;
  data_collect_method: string;
  source: string;
  web_link: string;
  keywords: string[];
  access_type: string;
  model_export: string;
  mandatory_fields: string[];
  images: string[];
  created_at: Date | string;
  updated_at: Date | string;
  /** This owner's assignment of it (null when not assigned to the owner). */
  assigned_access: string | null;
  desired_replicas: number;
  replicas: number;
  request_types: Array<{
    id: number;
    type: 'sync' | 'async' | 'stream';
    major: number;
    minor: number;
    patch: number;
    yamlUrl: string;
    docsUrl: string;
  }>;
  pricing: Array<{
    id: number;
    endpointType: 'sync' | 'async' | 'stream';
    standardPrice: number | null;
    tiers: Array<{ id: number; lower: number; upper: number | null; cost: number }>;
  }>;
  data_schema: Array<{
    name: string;
    type: string;
    isNull: boolean;
    dataLength: number | null;
    description: string;
  }>;
  tags: Array<{ id: number; key: string; value: string }>;
  limit_fields: Array<{ id: number; type: string; lowerLimit: number; upperLimit: number; field: string }>;
}

/**
 * A microservice with all its parts and pod, in one round trip, when `ownerId` may see it: it owns it,
 * it is assigned to it, or (with `catalogue`) it is in the public catalogue. Null otherwise.
 */
export async function findGraph(
  db: Db,
  ownerId: number,
  id: number,
  catalogue = false,
): Promise<GraphRow | null> {
  return firstRow(
    preparedRows<GraphRow>(
      db,
      'ms_graph',
      sql`select m.*, a.access_type as assigned_access,
          coalesce(p.desired_replicas, 1) as desired_replicas, ${replicasNow()} as replicas,
          ${sql.raw(REQUEST_TYPES)} as request_types, ${sql.raw(PRICING)} as pricing,
          ${sql.raw(DATA_SCHEMA)} as data_schema, ${sql.raw(TAGS)} as tags, ${sql.raw(LIMITS)} as limit_fields
        from microservices m
        left join microservice_assignments a on a.microservice_id = m.id and a.owner_id = ${ownerId}
        left join microservice_pods p on p.microservice_id = m.id
        where m.id = ${id} and m.type_id = 102
          and (m.owner_id = ${ownerId} or a.owner_id is not null or (${catalogue} and m.in_catalogue))`,
    ),
  );
}

/** The kind of a microservice as `ownerId` sees it. */
export const kindFor = (row: GraphRow, ownerId: number) =>
  row.owner_id === ownerId ? row.micro_type : row.assigned_access !== null ? 'ASSIGN' : 'CATALOGUE';
