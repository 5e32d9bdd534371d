// The store factory: the shell creates the only store in the page; a remote run standalone makes its own.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/base-api';
import { notificationsSlice } from '../notifications/notifications-slice';
import { csrfSlice } from '../session/session-slice';
import { loginPromptSlice } from '../session/login-prompt-slice';

/**
 * Combined when the store is made, not when the kit is imported: Redux tries each reducer once as
 * it combines them (~12 ms of a slowed phone's start, issue 13), which belongs to the shell's
 * store step rather than to the kit's evaluation, the start's longest task.
 */
function rootReducer() {
  return combineReducers({
    [api.reducerPath]: api.reducer,
    [notificationsSlice.name]: notificationsSlice.reducer,
    [csrfSlice.name]: csrfSlice.reducer,
    [loginPromptSlice.name]: loginPromptSlice.reducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof rootReducer>>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer(),
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
