import { describe, expect, it } from 'vitest';
import { composeEnvironmentNames, haproxyVariables } from './deploy-config.ts';

describe('haproxyVariables', () => {
  it('finds the variables HAProxy expands, with or without a default, and ignores comments', () => {
    const config = ['# LB_COMMENTED "${NOT_READ}"', 'frontend http', '    bind "${LB_BIND}"', '    server a "${API_1}" check # "${ALSO_NOT}"', '    server b "${API_2-127.0.0.1:1}" check', '    bind "${LB_BIND}"'].join('\n');
    expect(haproxyVariables(config)).toEqual(['API_1', 'API_2', 'LB_BIND']);
  });
});

describe('composeEnvironmentNames', () => {
  const compose = [
    'services:',
    '  api-1:',
    '    image: x',
    '    environment:',
    '      <<: *app-env',
    '      TRUST_PROXY: "1"',
    '  haproxy:',
    '    image: haproxy',
    '    environment:',
    '      LB_BIND: ":8080"',
    '      API_1: api-1:3000',
    '    volumes:',
    '      - ./x:/y',
    'volumes:',
    '  data:',
  ].join('\n');

  it('lists the names one service sets', () => {
    expect(composeEnvironmentNames(compose, 'haproxy')).toEqual(['API_1', 'LB_BIND']);
    expect(composeEnvironmentNames(compose, 'api-1')).toEqual(['TRUST_PROXY']);
  });

  it('says so when the service is missing', () => {
    expect(() => composeEnvironmentNames(compose, 'nginx')).toThrow(/no service "nginx"/);
  });
});
