import type { Config } from '../config';
import type { Storage } from './storage';

export function createStorage(config: Config): Storage {
  return {
    kind: 'local',
    publicUrl: (key) => `${config.publicUrl}/uploads/${key}`,
    signedUrl: async (key) => `${config.publicUrl}/uploads/${key}`,
  };
}
