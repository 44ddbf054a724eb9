'use strict';

// What `pnpm pack` and `pnpm publish` put in a published package's package.json. pnpm has already
// replaced `workspace:` ranges with versions; the fields that only serve this repository go, so
// no consumer sees devDependencies naming private workspace packages it could never install.
const DEV_ONLY_FIELDS = ['devDependencies', 'scripts', 'size-limit'];

module.exports = {
  hooks: {
    beforePacking(pkg) {
      for (const field of DEV_ONLY_FIELDS) delete pkg[field];
      return pkg;
    },
  },
};
