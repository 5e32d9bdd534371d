// What the shell provides as the shared `@reduxjs/toolkit` singleton (webpack.shared.js): the parts
// the front ends use and the ones RTK Query (@reduxjs/toolkit/query, bundled beside it) imports, so
// the listener middleware, entity adapter and the rest are left out of the one copy every portal
// loads (~14 KB as sent whole with immer and reselect, ~9 KB like this). `@reduxjs/toolkit` is the
// shared key this module stands for, so it reads the package through the build's alias
// `@reduxjs/toolkit-whole`. JavaScript, because TypeScript cannot see that alias.
// packages/ui/src/trimmed-shares.test.ts checks the list.
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@reduxjs/toolkit-whole';
