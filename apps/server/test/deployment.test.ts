// The deployment files against the code: the Dockerfile, deploy/compose.yaml and every manifest under
// deploy/k8s are parsed, and their wiring is checked (probe paths answer, every environment variable is
// one the configuration accepts with a valid value, ports agree, names referred to exist, the
// orchestrator's rights cover what its code calls). Docker and a cluster are not needed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, loadEnv } from '../src/config/env';
import { HEALTH_PATHS } from '../src/http/health';
import { useApi } from './helpers/api';
import { useGateway } from './helpers/gateway';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- manifests are free-form YAML
type Doc = any;

function yamlFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? yamlFiles(path.join(dir, e.name))
        : /\.ya?ml$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );
}

function parse(rel: string): Doc[] {
  // merge: compose files use YAML merge keys (<<: *anchor), as docker compose reads them.
  return parseAllDocuments(read(rel), { merge: true }).map((d) => {
    expect(d.errors, `${rel}: ${d.errors.map((e) => e.message).join('; ')}`).toEqual([]);
    return d.toJS();
  });
}

const K8S_FILES = yamlFiles('deploy/k8s');
const MANIFESTS = K8S_FILES.flatMap((f) => parse(f).map((doc: Doc) => ({ file: f, doc })));
const kinds = (kind: string) => MANIFESTS.filter((m) => m.doc?.kind === kind).map((m) => m.doc);
const one = (kind: string, name: string) => {
  const found = kinds(kind).filter((d) => d.metadata?.name === name);
  expect(found, `${kind} ${name}`).toHaveLength(1);
  return found[0];
};

const consoleDeployment = () => one('Deployment', 'console');
const consoleContainer = () => consoleDeployment().spec.template.spec.containers[0];
const config = () => one('ConfigMap', 'console-config').data as Record<string, string>;
const secretExample = () => one('Secret', 'console-secrets').stringData as Record<string, string>;

/** The Dockerfile's instructions of the last stage and of all stages. */
function dockerfile() {
  const lines = read('Dockerfile')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const from = lines.map((l, i) => (l.startsWith('FROM ') ? i : -1)).filter((i) => i >= 0);
  const final = lines.slice(from[from.length - 1]);
  return { lines, stages: from.length, final };
}

describe('Kubernetes manifests', () => {
  const t = useApi();

  it('parse, and every object has a kind, an apiVersion and a name', () => {
    expect(K8S_FILES.length).toBeGreaterThanOrEqual(8);
    for (const { file, doc } of MANIFESTS) {
      expect(doc.apiVersion, file).toEqual(expect.any(String));
      expect(doc.kind, file).toEqual(expect.any(String));
      if (doc.kind !== 'Kustomization') expect(doc.metadata?.name, file).toEqual(expect.any(String));
    }
    // kustomization.yaml lists files that exist.
    for (const { file, doc } of MANIFESTS.filter((m) => m.doc.kind === 'Kustomization'))
      for (const res of doc.resources as string[])
        expect(fs.existsSync(path.join(ROOT, path.dirname(file), res)), `${file}: ${res}`).toBe(true);
  });

  it('probe paths are routes of the server that answer 200', async () => {
    const c = consoleContainer();
    const probes = [c.livenessProbe, c.readinessProbe, c.startupProbe].filter(Boolean);
    expect(probes.length).toBe(3);
    expect(c.livenessProbe.httpGet.path).toBe(HEALTH_PATHS.live);
    expect(c.readinessProbe.httpGet.path).toBe(HEALTH_PATHS.ready);
    for (const probe of probes) {
      const res = await t.app.inject({ method: 'GET', url: probe.httpGet.path });
      expect(res.statusCode, probe.httpGet.path).toBe(200);
    }
  });

  it('ports agree: container, its probes, the Service, PORT and the Prometheus annotation', () => {
    const c = consoleContainer();
    const port = c.ports.find((p: Doc) => p.name === 'http');
    expect(port.containerPort).toBe(Number(config().PORT));
    for (const probe of [c.livenessProbe, c.readinessProbe, c.startupProbe])
      expect(probe.httpGet.port).toBe('http');
    const service = one('Service', 'console');
    expect(service.spec.ports[0].targetPort).toBe('http');
    expect(service.spec.selector).toEqual(consoleDeployment().spec.template.metadata.labels);
    expect(consoleDeployment().spec.selector.matchLabels).toEqual(
      consoleDeployment().spec.template.metadata.labels,
    );
    expect(Number(consoleDeployment().spec.template.metadata.annotations['prometheus.io/port'])).toBe(
      Number(config().PORT),
    );
  });

  it('every environment variable is one the configuration accepts, and the whole set is valid', () => {
    const containers = [
      ...kinds('Deployment').filter((d) => d.metadata.name === 'console'),
      ...kinds('Job'),
    ].flatMap((d) => d.spec.template.spec.containers);
    const names = new Set([
      ...Object.keys(config()),
      ...Object.keys(secretExample()),
      ...containers.flatMap((c: Doc) => (c.env ?? []).map((e: Doc) => e.name)),
    ]);
    const unknown = [...names].filter((n) => !(ENV_KEYS as string[]).includes(n));
    expect(unknown).toEqual([]);
    // ConfigMap + Secret + the namespace from the downward API: what a pod starts with.
    const env = loadEnv({ ...config(), ...secretExample(), KUBERNETES_NAMESPACE: 'modelhub-console' });
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(env.STORAGE_DRIVER).toBe('s3');
    expect(env.MIGRATE_ON_START).toBe(false);
    expect(env.HOST).toBe('0.0.0.0');
    // Shutdown fits in the grace period.
    const grace = consoleDeployment().spec.template.spec.terminationGracePeriodSeconds * 1000;
    expect(env.SHUTDOWN_DELAY_MS + env.SHUTDOWN_DRAIN_MS).toBeLessThan(grace);
  });

  it('pods and the migration Job read the ConfigMap and Secret that exist, and run compiled entries of the build', () => {
    const buildScript = read('apps/server/scripts/build.mjs');
    for (const workload of [consoleDeployment(), ...kinds('Job')]) {
      const spec = workload.spec.template.spec;
      expect(spec.serviceAccountName).toBe('console');
      expect(spec.securityContext.runAsNonRoot).toBe(true);
      for (const c of spec.containers) {
        expect(c.image).toBe('modelhub-console');
        const refs = c.envFrom.map((e: Doc) => e.configMapRef?.name ?? e.secretRef?.name);
        expect(refs).toEqual(['console-config', 'console-secrets']);
        if (c.command) {
          const entry = c.command.find((a: string) => a.startsWith('apps/server/dist/'));
          const name = path.basename(entry, '.js');
          expect(buildScript, `${entry} is an entry of apps/server/scripts/build.mjs`).toContain(
            `${name}: 'src/`,
          );
        }
      }
    }
    const job = one('Job', 'console-migrate');
    expect(job.spec.template.spec.containers[0].command).toContain('apps/server/dist/migrate.js');
  });

  it('the orchestrator may do what its code does, in its namespace only (Role, not ClusterRole)', () => {
    expect(kinds('ClusterRole')).toEqual([]);
    const binding = one('RoleBinding', 'console-orchestrator');
    expect(binding.subjects).toEqual([{ kind: 'ServiceAccount', name: 'console' }]);
    one('ServiceAccount', 'console');
    const role = one('Role', binding.roleRef.name);
    const can = (group: string, resource: string, verb: string) =>
      role.rules.some(
        (r: Doc) => r.apiGroups.includes(group) && r.resources.includes(resource) && r.verbs.includes(verb),
      );
    const orchestrator = fs.readFileSync(
      path.join(ROOT, 'apps/server/src/orchestrator/kubernetes-orchestrator.ts'),
      'utf8',
    );
    // What the code calls today ...
    expect(orchestrator).toContain('patchNamespacedDeploymentScale');
    expect(can('apps', 'deployments/scale', 'patch')).toBe(true);
    expect(orchestrator).toContain('readNamespacedDeploymentStatus');
    expect(can('apps', 'deployments/status', 'get')).toBe(true);
    // ... and creating the Deployment and Service of an approved registration.
    expect(can('apps', 'deployments', 'create')).toBe(true);
    expect(can('', 'services', 'create')).toBe(true);
    expect(can('', 'secrets', 'get')).toBe(false);
  });
});

const gatewayDeployment = () => one('Deployment', 'gateway');
const gatewayContainer = () => gatewayDeployment().spec.template.spec.containers[0];
/** The environment a gateway pod starts with: ConfigMap, Secret, its own env, the downward API's namespace. */
const gatewayEnv = () =>
  loadEnv({
    ...config(),
    ...secretExample(),
    ...Object.fromEntries(
      (gatewayContainer().env as Doc[]).filter((e) => 'value' in e).map((e) => [e.name, e.value]),
    ),
    KUBERNETES_NAMESPACE: 'modelhub-console',
  });

describe('Kubernetes manifests of the gateway (decision 0350)', () => {
  const g = useGateway();

  it('a Deployment and a Service, listed in the kustomization', () => {
    const kustomization = MANIFESTS.find(
      (m) => m.doc.kind === 'Kustomization' && m.file.endsWith('k8s/kustomization.yaml'),
    )!;
    const listed = (kustomization.doc.resources as string[]).map((r) =>
      path.join(path.dirname(kustomization.file), r),
    );
    for (const [kind, name] of [
      ['Deployment', 'gateway'],
      ['Service', 'gateway'],
    ]) {
      one(kind!, name!);
      const file = MANIFESTS.find((m) => m.doc.kind === kind && m.doc.metadata.name === name)!.file;
      expect(listed, `${file} is in the kustomization`).toContain(file);
    }
  });

  it('runs the second entry point of the image, a compiled entry of the build, with the console’s settings', () => {
    const c = gatewayContainer();
    expect(c.image).toBe(consoleContainer().image);
    expect(c.command).toEqual(['node', 'apps/server/dist/gateway-server.js']);
    expect(read('apps/server/scripts/build.mjs')).toContain(`'gateway-server': 'src/gateway-server.ts'`);
    expect(c.envFrom.map((e: Doc) => e.configMapRef?.name ?? e.secretRef?.name)).toEqual([
      'console-config',
      'console-secrets',
    ]);
    const names = (c.env as Doc[]).map((e) => e.name as string);
    expect(names.filter((n) => !(ENV_KEYS as string[]).includes(n))).toEqual([]);
    const env = gatewayEnv();
    // Reachable from the Service (the default is loopback), on PostgreSQL, never migrating.
    expect(env.GATEWAY_HOST).toBe('0.0.0.0');
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(env.MIGRATE_ON_START).toBe(false);
    expect(env.GATEWAY_IN_CONSOLE).toBe(false);
    // Pods are reached at the Services approval creates in this namespace.
    expect(env.ORCHESTRATOR).toBe('kubernetes');
    expect(c.env.find((e: Doc) => e.name === 'KUBERNETES_NAMESPACE').valueFrom.fieldRef.fieldPath).toBe(
      'metadata.namespace',
    );
    const grace = gatewayDeployment().spec.template.spec.terminationGracePeriodSeconds * 1000;
    expect(env.SHUTDOWN_DELAY_MS + env.SHUTDOWN_DRAIN_MS).toBeLessThan(grace);
  });

  it('probe paths are routes of the gateway that answer 200; ports agree with GATEWAY_PORT and the Service', async () => {
    const c = gatewayContainer();
    expect(c.livenessProbe.httpGet.path).toBe(HEALTH_PATHS.live);
    expect(c.readinessProbe.httpGet.path).toBe(HEALTH_PATHS.ready);
    for (const probe of [c.livenessProbe, c.readinessProbe, c.startupProbe]) {
      expect(probe.httpGet.port).toBe('http');
      const res = await g.gateway.inject({ method: 'GET', url: probe.httpGet.path });
      expect(res.statusCode, probe.httpGet.path).toBe(200);
    }
    const port = c.ports.find((p: Doc) => p.name === 'http');
    expect(port.containerPort).toBe(gatewayEnv().GATEWAY_PORT);
    const labels = gatewayDeployment().spec.template.metadata.labels;
    expect(gatewayDeployment().spec.selector.matchLabels).toEqual(labels);
    const service = one('Service', 'gateway');
    expect(service.spec.selector).toEqual(labels);
    expect(service.spec.ports[0].targetPort).toBe('http');
    // Neither Service selects the other's pods.
    expect(one('Service', 'console').spec.selector).not.toEqual(labels);
    expect(labels).not.toEqual(consoleDeployment().spec.template.metadata.labels);
  });

  it('is locked down as the console is, with resources, and no rights on the cluster', () => {
    const pod = gatewayDeployment().spec.template.spec;
    const consolePod = consoleDeployment().spec.template.spec;
    expect(pod.securityContext).toEqual(consolePod.securityContext);
    expect(gatewayContainer().securityContext).toEqual(consoleContainer().securityContext);
    expect(gatewayContainer().securityContext.readOnlyRootFilesystem).toBe(true);
    const { requests, limits } = gatewayContainer().resources;
    expect(requests.cpu).toEqual(expect.any(String));
    expect(requests.memory).toEqual(expect.any(String));
    expect(limits.memory).toEqual(expect.any(String));
    // It reads the database only: no service account token, not the orchestrator's account.
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(pod.serviceAccountName).toBeUndefined();
    expect(gatewayDeployment().spec.replicas).toBeGreaterThanOrEqual(2);
  });
});

describe('Dockerfile', () => {
  it('builds in stages and runs the compiled server as a non-root user with production dependencies only', () => {
    const { lines, stages, final } = dockerfile();
    expect(stages).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l.startsWith('RUN npm run build'))).toBe(true);
    expect(lines.some((l) => /^RUN npm ci --omit=dev\b/.test(l))).toBe(true);
    const user = final.filter((l) => l.startsWith('USER ')).pop();
    expect(user).toBeDefined();
    expect(user).not.toMatch(/USER (root|0)\b/);
    const cmd = JSON.parse(final.find((l) => l.startsWith('CMD '))!.slice(4)) as string[];
    expect(cmd[0]).toBe('node');
    expect(cmd).toContain('apps/server/dist/server.js');
    // What the last stage copies is what the server needs at run time.
    for (const needed of ['apps/server/dist', 'apps/server/drizzle', 'apps/web/dist', 'node_modules'])
      expect(
        final.some((l) => l.startsWith('COPY') && l.includes(needed)),
        needed,
      ).toBe(true);
  });

  it('EXPOSE, PORT, HEALTHCHECK and the manifests agree', async () => {
    const { final } = dockerfile();
    const exposed = Number(/^EXPOSE (\d+)/.exec(final.find((l) => l.startsWith('EXPOSE'))!)![1]);
    const envLine = final.find((l) => l.startsWith('ENV '))!;
    expect(Number(/PORT=(\d+)/.exec(envLine)![1])).toBe(exposed);
    expect(/HOST=([\d.]+)/.exec(envLine)![1]).toBe('0.0.0.0');
    expect(exposed).toBe(Number(config().PORT));
    const health = final.find((l) => l.startsWith('HEALTHCHECK'))!;
    expect(health).toContain(HEALTH_PATHS.live);
    expect(health).toContain('process.env.PORT || 8080');
    // Every ENV the image sets is a variable the server reads.
    const names = [...envLine.slice(4).matchAll(/(\w+)=/g)].map((m) => m[1]);
    expect(names.filter((n) => !(ENV_KEYS as string[]).includes(n!))).toEqual([]);
  });

  it("the server's production commands run in the image: node on a file the image has, never tsx (issue 26)", () => {
    const { final } = dockerfile();
    const scripts = (JSON.parse(read('apps/server/package.json')) as { scripts: Record<string, string> })
      .scripts;
    for (const name of ['start', 'db:migrate', 'db:seed', 'admin:create']) {
      const command = scripts[name]!;
      expect(command, name).not.toMatch(/\btsx\b/);
      const file = /^(?:exec )?node(?: --[\w-]+)* (\S+)/.exec(command)?.[1];
      expect(file, `${name}: ${command}`).toBeDefined();
      // The file is in the image: copied itself, or under a copied folder (dist).
      const inImage = `apps/server/${file!}`;
      expect(
        final.some(
          (l) =>
            l.startsWith('COPY') &&
            l
              .split(/\s+/)
              .slice(1, -1)
              .some((src) => inImage.startsWith(src.replace(/^\/app\//, ''))),
        ),
        `${name}: ${inImage} is not copied into the image`,
      ).toBe(true);
    }
    // The compiled entries the launcher runs in the image are built.
    const build = read('apps/server/scripts/build.mjs');
    for (const entry of ['server', 'migrate', 'seed', "'create-admin'"])
      expect(build).toContain(`${entry}: 'src/`);
  });

  it('never loads demo data: production mode and SEED_DEMO=never (issue 26)', () => {
    const envLine = dockerfile().final.find((l) => l.startsWith('ENV '))!;
    expect(envLine).toMatch(/\bNODE_ENV=production\b/);
    expect(envLine).toMatch(/\bSEED_DEMO=never\b/);
  });
});

describe('.env.example', () => {
  it('documents every variable the server reads', () => {
    const text = read('.env.example');
    const documented = new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect((ENV_KEYS as string[]).filter((k) => !documented.has(k))).toEqual([]);
    expect([...documented].filter((k) => !(ENV_KEYS as string[]).includes(k!))).toEqual([]);
  });
});

describe('deploy/compose.yaml', () => {
  const [compose] = parse('deploy/compose.yaml');

  it('runs the console with PostgreSQL and an S3-compatible store, with valid settings', () => {
    const services = compose.services as Record<string, Doc>;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'minio', 'migrate', 'console']),
    );
    for (const name of ['migrate', 'console']) {
      const env = services[name].environment as Record<string, string>;
      expect(
        Object.keys(env).filter((k) => !(ENV_KEYS as string[]).includes(k)),
        name,
      ).toEqual([]);
      const parsed = loadEnv(env);
      expect(parsed.STORAGE_DRIVER).toBe('s3');
      expect(new URL(parsed.DATABASE_URL!).hostname).toBe('postgres');
      expect(new URL(parsed.S3_ENDPOINT!).hostname).toBe('minio');
    }
    const consoleSvc = services.console;
    expect(consoleSvc.ports).toEqual([`${consoleSvc.environment.PORT}:${consoleSvc.environment.PORT}`]);
    expect(consoleSvc.healthcheck.test.join(' ')).toContain(HEALTH_PATHS.ready);
    expect(consoleSvc.depends_on.migrate.condition).toBe('service_completed_successfully');
    expect(services.migrate.command).toEqual(['node', 'apps/server/dist/migrate.js']);
    // The gateway: its own process on the same database, reachable on GATEWAY_PORT, checked on it.
    const gateway = services.gateway;
    expect(gateway.command).toEqual(['node', 'apps/server/dist/gateway-server.js']);
    expect(gateway.image).toBe(consoleSvc.image);
    expect(Object.keys(gateway.environment).filter((k) => !(ENV_KEYS as string[]).includes(k))).toEqual([]);
    const gatewayEnv = loadEnv(gateway.environment);
    expect(gatewayEnv.GATEWAY_HOST).toBe('0.0.0.0');
    expect(gatewayEnv.DATABASE_URL).toBe(loadEnv(consoleSvc.environment).DATABASE_URL);
    expect(gateway.ports).toEqual([`${gatewayEnv.GATEWAY_PORT}:${gatewayEnv.GATEWAY_PORT}`]);
    const check = gateway.healthcheck.test.join(' ');
    expect(check).toContain(HEALTH_PATHS.ready);
    expect(check).toContain(`:${gatewayEnv.GATEWAY_PORT}/`);
    expect(gateway.depends_on.migrate.condition).toBe('service_completed_successfully');
    expect(services.migrate.build.dockerfile).toBe('Dockerfile');
    expect(fs.existsSync(path.join(ROOT, 'deploy', services.migrate.build.context, 'Dockerfile'))).toBe(true);
  });
});
