import type { MicroType, PodStatus } from '@console/contract';

/** The MIC_SET label of each kind as the table's ownership column shows it (000 section 2.5). */
export const OWNERSHIP_LABELS = {
  OWN: 'OWNED',
  ASSIGN: 'ASSIGNED',
  DUP: 'DUPLICATED',
} as const satisfies Record<MicroType, string>;

/** The MIC_SET label of each pod status. */
export const POD_STATUS_LABELS = { RUNNING: 'RUNNING', STOPPED: 'STOPPED' } as const satisfies Record<
  PodStatus,
  string
>;

/** A code list's display text for a code, else the code itself. */
export function codeText(options: { code: string; value: string }[], code: string): string {
  return options.find((o) => o.code === code)?.value ?? code;
}
