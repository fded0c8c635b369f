import { describe, expect, it } from 'vitest';
import { readPlatformOptions } from '../../server/config';

// Platform options from the environment and the command line.
describe('readPlatformOptions', () => {
  it('has the documented defaults', () => {
    const options = readPlatformOptions({}, []);
    expect(options).toMatchObject({
      port: 8080,
      host: '127.0.0.1', // issue 11: loopback unless HOST says otherwise
      publicUrl: 'http://localhost:8080',
      dataDir: './data',
      databaseUrl: undefined,
      buildId: undefined,
      dev: false,
      productName: 'Speech Console',
      allowTestHooks: false,
    });
    expect(options.distDir).toMatch(/[\\/]dist$/);
    expect(options.localesDir).toMatch(/[\\/]locales$/);
  });

  it('reads every variable and --dev', () => {
    const options = readPlatformOptions(
      {
        PORT: '9090',
        HOST: '0.0.0.0',
        DATA_DIR: '/tmp/platform-data',
        DATABASE_URL: 'postgres://u:p@localhost/db',
        SEED_SIZE: '100',
        BUILD_ID: 'b1',
        PRODUCT_NAME: 'Acme',
        ALLOW_TEST_HOOKS: '1',
      },
      ['--dev'],
    );
    expect(options).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:9090',
      dataDir: '/tmp/platform-data',
      databaseUrl: 'postgres://u:p@localhost/db',
      seedSize: 100,
      buildId: 'b1',
      productName: 'Acme',
      allowTestHooks: true,
      dev: true,
    });
  });

  it('takes PUBLIC_URL as given, without a trailing slash; empty variables count as unset', () => {
    const options = readPlatformOptions(
      { PUBLIC_URL: 'https://console.example.test/', PORT: '' },
      [],
    );
    expect(options.publicUrl).toBe('https://console.example.test');
    expect(options.port).toBe(8080);
  });

  it('refuses bad values', () => {
    expect(() => readPlatformOptions({ PORT: 'eighty' }, [])).toThrow(/PORT/);
    expect(() => readPlatformOptions({ PUBLIC_URL: 'not a url' }, [])).toThrow(/PUBLIC_URL/);
    expect(() => readPlatformOptions({ SEED_SIZE: '-1' }, [])).toThrow(/SEED_SIZE/);
  });
});
