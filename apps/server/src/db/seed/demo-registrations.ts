import { sql } from 'drizzle-orm';
import { registrationEndpoint } from '@console/contract';
import type { Db } from '../client';
import { files, microservicePods, microservices, registrations } from '../schema/index';
import { insertedId } from '../sql';

type Seeded = {
  name: string;
  code: string;
  description: string;
  status: 'pending' | 'approved' | 'rejected';
  rejectKind?: 'manual' | 'deployment';
  errorMsg?: string;
  cpu: number;
  memory: number;
};

const TEAMSPACE: Seeded[] = [
  {
    name: 'Churn Predictor',
    code: 'churn',
    description: 'Predicts which subscribers are about to leave.',
    status: 'pending',
    cpu: 1,
    memory: 2,
  },
  {
    name: 'Invoice Reader',
    code: 'invoiceread',
    description: 'Extracts totals and dates from invoice scans.',
    status: 'pending',
    cpu: 0.5,
    memory: 1,
  },
  {
    name: 'Basket Recommender',
    code: 'basketrec',
    description: 'Suggests products to add to a basket.',
    status: 'approved',
    cpu: 0.5,
    memory: 1,
  },
  {
    name: 'Voice Cloner',
    code: 'voiceclone',
    description: 'Speaks text in a recorded voice.',
    status: 'rejected',
    rejectKind: 'manual',
    errorMsg: 'Voice cloning needs a signed consent form: attach it and register again.',
    cpu: 2,
    memory: 4,
  },
  {
    name: 'Tabular Anomaly',
    code: 'tabanomaly',
    description: 'Finds unusual rows in tabular data.',
    status: 'rejected',
    rejectKind: 'deployment',
    errorMsg: 'Back-off pulling image: the runtime could not unpack the model archive.',
    cpu: 1,
    memory: 2,
  },
];
const PLATFORM: Seeded[] = [
  {
    name: 'Toxicity Filter',
    code: 'toxicity',
    description: 'Scores comments for abuse.',
    status: 'pending',
    cpu: 1,
    memory: 2,
  },
  {
    name: 'Language Detector',
    code: 'langdetect',
    description: 'Tells the language of a text.',
    status: 'rejected',
    rejectKind: 'manual',
    errorMsg: 'Use the catalogue microservice Named Entity Recognition, which does this already.',
    cpu: 0.5,
    memory: 0.5,
  },
];

/**
 * Registrations of the demo owners in every state (Register Microservice, 002 section 2.8). Their files
 * are recorded without content (a demo database has no uploads); an approved one has its microservice
 * and a running pod.
 */
export async function seedDemoRegistrations(
  db: Db,
  owners: Array<{ id: number; code: string; adminId: number; which: 'teamspace' | 'platform' }>,
): Promise<void> {
  for (const owner of owners) {
    for (const r of owner.which === 'teamspace' ? TEAMSPACE : PLATFORM) {
      const keys = {
        model: `demo-${owner.code}-${r.code}.tar.gz`,
        docs: `demo-${owner.code}-${r.code}.yaml`,
      };
      await db.insert(files).values([
        {
          key: keys.model,
          ownerId: owner.id,
          contentType: 'application/gzip',
          size: 48_000_000,
          originalName: `${r.code}.tar.gz`,
          createdBy: owner.adminId,
        },
        {
          key: keys.docs,
          ownerId: owner.id,
          contentType: 'application/yaml',
          size: 2_400,
          originalName: `${r.code}.yaml`,
          createdBy: owner.adminId,
        },
      ]);
      let microserviceId: number | null = null;
      if (r.status === 'approved') {
        const msId = await insertedId(db, microservices, {
          ownerId: owner.id,
          name: r.name,
          code: r.code.toUpperCase(),
          urlCode: r.code,
          description: r.description,
          classCode: 'CLASS_AI',
          createdBy: owner.adminId,
        });
        microserviceId = msId;
        await db.insert(microservicePods).values({
          microserviceId,
          desiredReplicas: 1,
          previousReplicas: 0,
          readyAt: sql`now() - interval '1 day'`,
        });
      }
      await db.insert(registrations).values({
        ownerId: owner.id,
        name: r.name,
        description: r.description,
        deploymentType: 'new',
        resourceCpu: r.cpu,
        resourceMemory: r.memory,
        enableGpu: 'no',
        envVariables: [{ key: 'LOG_LEVEL', value: 'info' }],
        modelImagePort: 8080,
        code: r.code,
        major: 1,
        minor: 0,
        patch: 0,
        endpoint: registrationEndpoint({
          teamspaceCode: owner.code,
          code: r.code,
          major: 1,
          resultType: 'getresults',
        }),
        modelImageKey: keys.model,
        docsYamlKey: keys.docs,
        status: r.status,
        rejectKind: r.rejectKind ?? null,
        errorMsg: r.errorMsg ?? '',
        microserviceId,
        createdBy: owner.adminId,
        updatedBy: owner.adminId,
      });
    }
  }
}
