/**
 * Reading the deployment files the two topologies share, so a check can hold them together:
 * every variable deploy/haproxy/haproxy.cfg reads must be set both by `npm run cluster`
 * (cluster-plan.ts) and by docker-compose.yml's haproxy service. Pure: text in, names out.
 */

/** The environment variables an HAProxy configuration expands ("${NAME}", outside comments). */
export function haproxyVariables(config: string): string[] {
  const names = new Set<string>();
  for (const line of config.split('\n')) {
    const code = line.replace(/#.*$/, '');
    for (const match of code.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:-[^}]*)?\}/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

/**
 * The names a service of a compose file sets in its `environment:` mapping. Reads the
 * file's own layout (two-space indents, a mapping, not a list): enough for docker-compose.yml
 * as written here, not a YAML parser.
 */
export function composeEnvironmentNames(compose: string, service: string): string[] {
  const lines = compose.split('\n');
  const start = lines.findIndex((line) => line === `  ${service}:`);
  if (start < 0) throw new Error(`no service "${service}" in the compose file`);
  const end = lines.findIndex((line, index) => index > start && /^ {0,2}\S/.test(line));
  const body = lines.slice(start + 1, end < 0 ? undefined : end);
  const environment = body.findIndex((line) => line === '    environment:');
  if (environment < 0) return [];
  const names: string[] = [];
  for (const line of body.slice(environment + 1)) {
    if (!/^ {6}/.test(line)) break;
    const match = /^ {6}([A-Za-z_][A-Za-z0-9_]*):/.exec(line);
    if (match) names.push(match[1]!);
  }
  return names.sort();
}
