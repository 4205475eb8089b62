import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { SingletonShareConfig } from '@fangtasy/shared/federation';
import { refusalText, refusedShare, type DeclaredShare } from '@fangtasy/shared/remotes';
import { settingsKeyOf } from './provided-shares';
import { recordRefusal } from './refusals';

/**
 * Federation runtime plugin (decision 056): once a remote's manifest is read, and before any of
 * its code is fetched, each singleton it declares (the version it was built against) is checked
 * against the version this shell provides. Another major line refuses the remote: the load
 * fails, the refusal is logged and the page shows its fallback, instead of the remote running
 * against a library it was not built for.
 */
export default function sharedVersionGuardPlugin(
  config: Record<string, SingletonShareConfig>,
): ModuleFederationRuntimePlugin {
  const providedVersionOf = (shareKey: string) => {
    const settingsKey = settingsKeyOf(shareKey, config);
    return settingsKey ? (config[settingsKey]?.version ?? null) : null;
  };
  return {
    name: 'fangtasy-shared-version-guard',
    afterLoadSnapshot(args) {
      const snapshot = args.remoteSnapshot as { shared?: DeclaredShare[] } | undefined;
      const refusal = refusedShare(args.moduleInfo.name, snapshot?.shared ?? [], providedVersionOf);
      if (!refusal) return args;
      recordRefusal(refusal);
      throw new Error(refusalText(refusal));
    },
  };
}
