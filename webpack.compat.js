// Compatibility shim: webpack 5.112 moved internal files (lib/util/fs → lib/fs/fs, …) that
// @module-federation/enhanced 2.9.2 still requires by their old paths. Until a release of the
// plugin follows the move, a request for an old path that no longer resolves is sent to the new
// one. With a webpack that still has the old files this does nothing.
import Module from 'node:module';

const movedInWebpack5112 = {
  'webpack/lib/HotUpdateChunk': 'webpack/lib/graph/HotUpdateChunk',
  'webpack/lib/ModuleFactory': 'webpack/lib/module/ModuleFactory',
  'webpack/lib/dependencies/EntryDependency': 'webpack/lib/entry/EntryDependency',
  'webpack/lib/dependencies/ModuleDependency': 'webpack/lib/dependencies/core/ModuleDependency',
  'webpack/lib/dependencies/StaticExportsDependency': 'webpack/lib/dependencies/core/StaticExportsDependency',
  'webpack/lib/util/extractUrlAndGlobal': 'webpack/lib/externals/extractUrlAndGlobal',
  'webpack/lib/util/fs': 'webpack/lib/fs/fs',
  'webpack/lib/util/semver': 'webpack/lib/sharing/semver',
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveMovedWebpackPath(request, ...rest) {
  try {
    return resolveFilename.call(this, request, ...rest);
  } catch (error) {
    const moved = movedInWebpack5112[request.replace(/\.js$/, '')];
    if (!moved) throw error;
    return resolveFilename.call(this, moved, ...rest);
  }
};
