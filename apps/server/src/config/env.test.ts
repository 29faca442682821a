import { describe, expect, it } from 'vitest';
import { demoDataEnabled, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('gives every setting a default for npm start', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATA_DIR: './data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(demoDataEnabled(env)).toBe(true);
  });

  it('reads PORT, HOST and DATABASE_URL', () => {
    const env = loadEnv({ PORT: '9090', HOST: '127.0.0.1', DATABASE_URL: 'postgresql://u@localhost:5432/cri' });
    expect(env).toMatchObject({ PORT: 9090, HOST: '127.0.0.1', DATABASE_URL: 'postgresql://u@localhost:5432/cri' });
  });

  it('names every wrong variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/);
  });

  it('refuses test switches and demo accounts in production, and requires a JWT secret there', () => {
    const secret = 'x'.repeat(40);
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: secret, CAPTCHA_TEST_ANSWER: 'a' })).toThrow(
      /CAPTCHA_TEST_ANSWER/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: secret, DEMO_DATA: 'true' })).toThrow(/DEMO_DATA/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const prod = loadEnv({ NODE_ENV: 'production', JWT_SECRET: secret });
    expect(demoDataEnabled(prod)).toBe(false);
  });
});
