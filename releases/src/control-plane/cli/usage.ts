import { PACKAGE_NAMES } from '../../model/packages/package-names';

export const USAGE = `Usage: npm run release -- <command> [options]

  publish <name> [--dist <folder>]   build <name> in production mode (or take a finished build) and store it as a release
  preview <name> <id>                a signed link (24 h) showing the site with that release
  preview <name>=<id> [<name>=<id> ...]
                                     one link showing the site with several packages' releases at once
  activate <name> <id> [--canary <percent>] [--force] [--allow-uncommitted]
  activate <name>=<id> [<name>=<id> ...] [--canary <percent>] [--force] [--allow-uncommitted]
                                     make one release, or a release set of several packages, live for every
                                     visitor or for a share of them, in one step checked as a whole;
                                     --allow-uncommitted lets a release built from uncommitted changes go live
  activate <name> <id> --rollout <shares> [--approve <shares>] [--force] [--allow-uncommitted]
  activate <name>=<id> [<name>=<id> ...] --rollout <shares> [--approve <shares>]
                                     a rollout: the canary at each share in turn (10,50,100), each step held
                                     its minimum time and visitors (10:30m:200,50,100; by default the
                                     service's), then promoted, or rolled back if the edges halt it; the
                                     steps --approve names wait for a person
  rollout status|approve|pause|resume|abort <name>
                                     the rollout of <name>, and a person's action on the one under way
  rollback <name> [<name> ...] [--to previous] [--force]
                                     end the canary (or clear a halted one), else go back to the previous
                                     release; --to previous goes back even from a canary; several in one step
  halt <name> [<name> ...]           stop serving the canary and mark it halted
  list <name>                        every release of <name>: id, created, state, size
  log [<name>]                       who published, previewed, activated, rolled back or halted what, and when
  gc [<name>] [--keep <n>] [--dry-run]
                                     remove old releases no visitor can need any more, and trim the log
  override halt <name> | override pin <name> <id> | override clear [<name>] | override show
                                     the emergency override of the edges on this machine (DATA_DIR), which
                                     works without Redis (docs/operations.md)
  token add <name> <package>[,<package>...] | token add <name> --edge | token list | token revoke <name>
                                     the release tokens the service accepts (on the store of this machine);
                                     add prints the new token once, on its last line; --edge makes an edge's,
                                     which may only ask for its edge's halts and served marks
  webhook add <name> <url> <package>[,<package>...] [--slack] | webhook list | webhook remove <name>
                                     a team's webhook, told of its packages' publishes, previews, rollout
                                     steps, approvals needed, halts, promotions and rollbacks (on the store
                                     of this machine); add prints the secret deliveries are signed with, once
  local [--changed]                  publish and activate this checkout's builds the store lacks (--changed:
                                     also each build that differs from its active release), as one set, on
                                     the store of this machine (npm start and npm run serve run it)
  --help                             this text

<name>: ${PACKAGE_NAMES.join(', ')}
With RELEASE_API_URL set, every command but token, webhook, override and local goes through that release service, with
RELEASE_TOKEN as its credential. Without it, they work on the store of this machine: RELEASES_DIR (or
DATA_DIR), REDIS_URL, PREVIEW_SECRET, RELEASE_ACTOR and PUBLIC_URL, as the edge reads them (docs/releasing.md).`;
