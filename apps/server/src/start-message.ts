import type { Config } from './config';

/** A demo member as the start message lists them (seed/demo.ts writes them). */
export interface DemoAccount {
  /** The e-mail or mobile number to sign in with. */
  address: string;
  channel: 'email' | 'sms';
  role: 'staff' | 'member';
}

type StartConfig = Pick<Config, 'isProduction' | 'publicUrl' | 'smtpUrl' | 'sms'>;

/**
 * Issue 18: what a newcomer needs after `npm start` (the address to open, who to sign in as, where
 * the codes wait), as a readable block outside production. Production keeps to its JSON log lines
 * and never names demo accounts or the outbox: null there.
 */
export function startMessage(config: StartConfig, demoAccounts: readonly DemoAccount[]): string | null {
  if (config.isProduction) return null;
  const url = config.publicUrl;
  const held = [config.smtpUrl ? null : 'e-mails', config.sms ? null : 'SMS'].filter(Boolean);
  const lines = [
    '',
    '  MIAO is running (development: nothing here is shown in production)',
    '',
    `  Open       ${url}/cn/   China mode, Chinese`,
    `             ${url}/en/   overseas mode, English`,
    `  Sign in    ${url}/auth/login`,
  ];
  if (held.length > 0)
    lines.push(`  Codes      ${url}/dev/outbox   ${held.join(' and ')} wait here, not sent`);
  if (demoAccounts.length > 0) {
    const width = Math.max(...demoAccounts.map((a) => a.address.length));
    lines.push('', '  Demo accounts (sign in with a code)');
    for (const account of demoAccounts) {
      const how = account.channel === 'email' ? 'e-mail code' : 'SMS code, China mode (/cn/)';
      lines.push(`    ${account.address.padEnd(width)}   ${account.role.padEnd(6)}   ${how}`);
    }
  }
  lines.push('');
  return lines.join('\n');
}
