import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * Typed hooks every layer may use (features cannot import the app's own, which know the whole store):
 * dispatch takes plain actions only (the store has no thunks: flows are sagas); selectors are typed by the
 * slice selector they are given (`useAppSelector(selectLoanConfirm)`).
 */
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector;
