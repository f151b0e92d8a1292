/**
 * A request type of a microservice save input: `type` at version `major.minor.patch`, its YAML and docs
 * at https://x.example/<doc>. Free of the test app, so the process tests use it too.
 */
export function requestType(type: 'sync' | 'async', version: string, doc: string) {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  return {
    type,
    major,
    minor,
    patch,
    yamlUrl: `https://x.example/${doc}.yaml`,
    docsUrl: `https://x.example/${doc}`,
  };
}
