// @ts-check

/**
 * The early loader, inlined into index.html by the build (early-plan.ts), so it runs while the
 * app's own script is still on its way. A member who comes back to a page (a reload, a link) waits
 * otherwise for that script, then for each of the page's downloads one after another: the
 * run-time files, the remote's manifest, its scripts, the page's reads. Here they all start at
 * once, alongside the app's script, and the app takes what is already there or on its way
 * (window.__FANGTASY_EARLY__): the run-time files (runtime-files.ts), the manifest (the
 * federation runtime's fetch hook), the reads (the api client, shared early-reads.ts). A
 * download that fails here is simply done again by the app as usual.
 *
 * It is one self-contained function: the build writes its text into the page.
 *
 * @param {import('./early-plan').EarlyPlan} plan
 * @param {Window & typeof globalThis} win
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the inlined page script
function earlyLoad(plan, win) {
  /** @param {Response} response */
  var bodyOf = function (response) {
    return response.ok ? response.json() : null;
  };
  /** @param {string} url */
  var runtimeFile = function (url) {
    return win
      .fetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } })
      .then(bodyOf)
      .catch(function () {
        return null;
      });
  };
  /** @type {import('@fangtasy/shared').EarlyLoads & { awaiting: { prefix: string, registered: Promise<unknown> }[] }} */
  var early = {
    startedAt: Date.now(),
    config: runtimeFile('/config.json'),
    remotes: runtimeFile('/remotes.json'),
    manifests: {},
    reads: {},
    awaiting: [],
  };
  /** @type {any} */ (win).__FANGTASY_EARLY__ = early;

  /** @param {string} key */
  var stored = function (key) {
    try {
      return JSON.parse(win.localStorage.getItem(key) || 'null');
    } catch {
      return null;
    }
  };
  var user = stored('user');
  var league = stored('league');
  var member = stored('league_member');
  var path = win.location.pathname.replace(/\/+$/, '') || '/';
  var page = plan.pages.filter(function (candidate) {
    return candidate.path === path;
  })[0];
  // Signed out, or a page with nothing to start early: the app does everything itself.
  if (!page || !user || !league) return;

  /**
   * @param {string} href
   * @param {string} as
   */
  var preload = function (href, as) {
    var link = win.document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    win.document.head.appendChild(link);
  };

  (page.files || []).forEach(function (file) {
    preload(file, 'script');
  });
  if (page.remote) {
    var remote = page.remote;
    var expose = page.expose;
    early.remotes.then(function (remotes) {
      var entry = remotes && remotes[remote];
      // A canary split is chosen by the app for the signed-in user; only a plain URL is known.
      if (typeof entry !== 'string') return;
      var manifestUrl = new URL(entry, win.location.href).href;
      var manifest = win.fetch(manifestUrl, { cache: 'no-cache' }).catch(function () {
        return null;
      });
      early.manifests[manifestUrl] = manifest;
      manifest
        .then(function (response) {
          return response && response.ok ? response.clone().json() : null;
        })
        .then(function (body) {
          if (!body || !body.metaData || !body.metaData.remoteEntry) return;
          // The remote's files sit beside its manifest (publicPath 'auto').
          var base = manifestUrl.replace(/[^/]*$/, '');
          var entryFile = body.metaData.remoteEntry;
          preload(base + (entryFile.path ? entryFile.path + '/' : '') + entryFile.name, 'script');
          (body.exposes || []).forEach(
            /** @param {any} exposed */
            function (exposed) {
              if (exposed.path !== expose || !exposed.assets) return;
              exposed.assets.js.sync.forEach(
                /** @param {string} file */
                function (file) {
                  preload(base + file, 'script');
                },
              );
              exposed.assets.css.sync.forEach(
                /** @param {string} file */
                function (file) {
                  preload(base + file, 'style');
                },
              );
            },
          );
        })
        .catch(function () {
          return undefined;
        });
    });
  }

  /** @type {Record<string, string | number>} */
  var values = { league: league.league_id, user: user.id };
  if (member && member.league_id === league.league_id) {
    values.member = member.id;
    values.rosterType = member.is_vamp ? 2 : 1;
  }
  early.config.then(function (config) {
    var api = config && typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : plan.apiBaseUrl;
    /** @param {string} readPath */
    var read = function (readPath) {
      var url = api + readPath;
      early.reads[url] =
        early.reads[url] ||
        win
          .fetch(url, { credentials: 'include', headers: { accept: 'application/json' } })
          .then(function (response) {
            return response.json().then(function (body) {
              return { status: response.status, body: body };
            });
          })
          .catch(function () {
            return null;
          });
      return early.reads[url];
    };
    /** @param {string} template */
    var fill = function (template) {
      var complete = true;
      var filled = template.replace(/\{(\w+)\}/g, function (_, name) {
        if (values[name] === undefined) complete = false;
        return encodeURIComponent(String(values[name]));
      });
      return complete ? filled : null;
    };
    /** @type {string[]} */
    var later = [];
    page.reads.forEach(function (template) {
      // {week} waits for the current week's answer; every other read starts now.
      if (template.indexOf('{week}') >= 0) later.push(template);
      else {
        var filled = fill(template);
        if (filled) read(filled);
      }
    });
    if (later.length === 0) return;
    var registered = read('/fantasy_weeks/current').then(function (answer) {
      var week = answer && answer.status === 200 && answer.body.data && answer.body.data.week;
      if (typeof week !== 'number') return;
      values.week = week;
      later.forEach(function (template) {
        var filled = fill(template);
        if (filled) read(filled);
      });
    });
    // The page may learn the week from another answer and ask for a {week} read before this
    // one is started: it waits for the week here instead of asking a second time.
    later.forEach(function (template) {
      var known = fill(template.slice(0, template.indexOf('{week}')));
      if (known) early.awaiting.push({ prefix: api + known, registered: registered });
    });
  });
}
