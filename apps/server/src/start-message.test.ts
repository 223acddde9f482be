import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startMessage, type DemoAccount } from './start-message';

// given secrets: loadConfig writes none into a data directory
const secrets = { TOKEN_SECRET: 'start-message-token-secret', UPLOAD_SECRET: 'start-message-upload-secret' };

const demo: DemoAccount[] = [
  { address: 'admin@example.com', channel: 'email', role: 'staff' },
  { address: 'alice@example.com', channel: 'email', role: 'member' },
  { address: '13800138000', channel: 'sms', role: 'member' },
];

describe('start message (issue 18)', () => {
  it('names the addresses to open, the demo accounts and the outbox in development', () => {
    const message = startMessage(loadConfig({ ...secrets, PORT: '3000' }), demo)!;
    expect(message).toContain('http://localhost:3000/cn/');
    expect(message).toContain('http://localhost:3000/en/');
    expect(message).toContain('http://localhost:3000/auth/login');
    expect(message).toContain('http://localhost:3000/dev/outbox   e-mails and SMS wait here');
    expect(message).toMatch(/admin@example\.com\s+staff\s+e-mail code/);
    expect(message).toMatch(/alice@example\.com\s+member\s+e-mail code/);
    expect(message).toMatch(/13800138000\s+member\s+SMS code/);
    // readable lines, not a JSON log record
    expect(message.split('\n').some((line) => line.trim().startsWith('{'))).toBe(false);
  });

  it('follows PUBLIC_URL and says only what the outbox still holds', () => {
    const config = loadConfig({
      ...secrets,
      PUBLIC_URL: 'http://127.0.0.1:4000/',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    const message = startMessage(config, [])!;
    expect(message).toContain('http://127.0.0.1:4000/cn/');
    expect(message).toContain('/dev/outbox   SMS wait here');
    expect(message).not.toContain('Demo accounts');
  });

  it('is nothing in production: no demo accounts, no outbox', () => {
    const config = { ...loadConfig({ ...secrets, PORT: '3000' }), isProduction: true };
    expect(startMessage(config, demo)).toBeNull();
  });
});
