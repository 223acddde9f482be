import type { DbOrTx } from '../db/client';
import { devices } from '../db/schema/devices';

/**
 * Devices for `npm start` (issue 14): a few SNs per product family, listed in the README's
 * "Trying it" and in decision 019. Any other SN (e.g. FAKE-0000-0000) answers "device not found".
 */
export const DEMO_DEVICES = [
  {
    sn: 'CB4-2024-0001',
    productCode: 'cyberboard-r4',
    productionDate: '2024-03-18',
    manufacturer: 'Angry Miao Shenzhen',
    productionName: 'CYBERBOARD R4 · Batch 1',
    channel: 'China store',
  },
  {
    sn: 'CB4-2024-0002',
    productCode: 'cyberboard-r4',
    productionDate: '2024-03-18',
    manufacturer: 'Angry Miao Shenzhen',
    productionName: 'CYBERBOARD R4 · Batch 1',
    channel: 'Overseas store',
  },
  {
    sn: 'CBT-2023-0042',
    productCode: 'cyberboard-terminal',
    productionDate: '2023-09-02',
    manufacturer: 'Angry Miao Shenzhen',
    productionName: 'CYBERBOARD Terminal',
    channel: 'Overseas store',
  },
  {
    sn: 'HATSU-2024-0001',
    productCode: 'am-hatsu',
    productionDate: '2024-06-11',
    manufacturer: 'Angry Miao Dongguan',
    productionName: 'AM HATSU · First run',
    channel: 'Overseas store',
  },
  {
    sn: 'HATSU-2024-0002',
    productCode: 'am-hatsu',
    productionDate: '2024-06-12',
    manufacturer: 'Angry Miao Dongguan',
    productionName: 'AM HATSU · First run',
    channel: 'China store',
  },
  {
    sn: 'MAT3-2024-0001',
    productCode: 'cybermat-r3',
    productionDate: '2024-01-09',
    manufacturer: 'Angry Miao Shenzhen',
    productionName: 'CYBERMAT R3',
    channel: 'China store',
  },
  {
    sn: 'MAT3-2024-0002',
    productCode: 'cybermat-r3',
    productionDate: '2024-01-10',
    manufacturer: 'Angry Miao Shenzhen',
    productionName: 'CYBERMAT R3',
    channel: 'Overseas store',
  },
  {
    sn: 'MAT-2023-0007',
    productCode: 'cybermat',
    productionDate: '2023-04-21',
    manufacturer: 'Angry Miao Shenzhen',
    productionName: 'CYBERMAT',
    channel: 'Overseas store',
  },
] as const;

export async function seedDevices(tx: DbOrTx, staffId: number): Promise<void> {
  await tx
    .insert(devices)
    .values(DEMO_DEVICES.map((d) => ({ ...d, importedBy: staffId })))
    .onConflictDoNothing();
}
