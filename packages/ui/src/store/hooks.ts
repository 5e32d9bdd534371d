// Typed dispatch and selector hooks; components use these, never the untyped ones.
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './create-app-store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
