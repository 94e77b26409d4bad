import fs from 'node:fs';
import { configDefaults, defineProject } from 'vitest/config';

const withRedis = Boolean(process.env.REDIS_URL);
// Several real server processes as one deployment need both (CI's second run has them).
const asDeployment = withRedis && Boolean(process.env.DATABASE_URL);

export default defineProject({
  test: {
    name: 'server',
    include: [
      'src/**/*.test.ts',
      'test/*.test.ts',
      // What needs a real Redis server runs when one is configured (CI's second run).
      ...(withRedis ? ['test/redis/*.test.ts'] : []),
      ...(asDeployment ? ['test/deployment/*.test.ts'] : []),
    ],
    // nginx in front of the processes: where Debian's nginx is installed (.ci/run installs it).
    exclude: [...configDefaults.exclude, ...(fs.existsSync('/usr/sbin/nginx') ? [] : ['test/deployment/nginx*.test.ts'])],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Bounds on a hang, not measures: CI runs this suite beside the browser tests on 2 cores,
    // where a test that starts processes of its own can take several times its quiet time.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
