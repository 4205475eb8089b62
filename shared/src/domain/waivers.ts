/** The waiver engine as a member sees it, declared in the contract (`shared/src/contract`). */
export type { WaiverRun, WaiverWindow } from '../contract';
