import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPlatformOptions } from '../../server/config';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// The analytics adapters (spec §7) are configured through /config.json, and only when set.
describe('analytics configuration', () => {
  it('reads ANALYTICS_URL/ANALYTICS_SITE_ID and SURVEY_URL/SURVEY_SITE_ID, as pairs', () => {
    const options = readPlatformOptions(
      {
        ANALYTICS_URL: 'https://stats.example.test/collect',
        ANALYTICS_SITE_ID: '3',
        SURVEY_URL: 'https://survey.example.test/',
      },
      [],
    );
    expect(options.analytics).toEqual({ url: 'https://stats.example.test/collect', siteId: '3' });
    expect(options.survey).toBeUndefined();
    expect(readPlatformOptions({}, []).analytics).toBeUndefined();
    expect(() => readPlatformOptions({ ANALYTICS_URL: 'not a url' }, [])).toThrow(/Invalid/);
  });

  describe('GET /config.json', () => {
    let configured: TestPlatform;
    let plain: TestPlatform;
    beforeAll(async () => {
      configured = await startTestPlatform(
        {
          seedSize: 0,
          analytics: { url: 'https://stats.example.test/collect', siteId: '3' },
          survey: { url: 'https://survey.example.test/', siteId: 'abc' },
        },
        'test-key',
      );
      plain = await startTestPlatform({ seedSize: 0 }, 'test-key');
    });
    afterAll(async () => {
      await configured.close();
      await plain.close();
    });

    it('carries the configured adapters', async () => {
      const config = (await configured.request({ url: '/config.json' })).json();
      expect(config.analytics).toEqual({ url: 'https://stats.example.test/collect', siteId: '3' });
      expect(config.survey).toEqual({ url: 'https://survey.example.test/', siteId: 'abc' });
    });

    it('leaves them out when not configured', async () => {
      const config = (await plain.request({ url: '/config.json' })).json();
      expect(config).not.toHaveProperty('analytics');
      expect(config).not.toHaveProperty('survey');
    });
  });
});
