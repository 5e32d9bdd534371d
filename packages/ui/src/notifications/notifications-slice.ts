// The notifications on screen and those waiting for their staggered turn (SPEC §8/§9).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationType } from '@opgavetorvet/contracts';

export interface NotificationItem {
  id: string;
  type: NotificationType;
  note: string;
  /** Epoch ms when it appears (staggered 300 ms after the previous one). */
  showAt: number;
  /** Epoch ms when it disappears: showAt + 7000 + 300 per word. */
  hideAt: number;
}

export interface NotificationsState {
  items: NotificationItem[];
  lastShowAt: number;
}

const initialState: NotificationsState = { items: [], lastShowAt: 0 };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationsAdded: (state, action: PayloadAction<NotificationItem[]>) => {
      state.items.push(...action.payload);
      const last = action.payload[action.payload.length - 1];
      if (last) state.lastShowAt = Math.max(state.lastShowAt, last.showAt);
    },
    notificationRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { notificationsAdded, notificationRemoved } = notificationsSlice.actions;
