export declare const REMOTES_FILE: string;

export interface RemotePlan {
  remote: string;
  port: number;
  page: { file: string; component: string; title: string; path: string; guard: string };
}

export declare function planRemote(
  root: string,
  options: { name?: string; title?: string; path?: string; guard?: string },
): RemotePlan;
export declare function writeRemote(root: string, plan: RemotePlan): string[];
