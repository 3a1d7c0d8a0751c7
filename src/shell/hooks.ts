import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * Typed hooks for the shell and the features (features cannot import the app's own, which know the store):
 * dispatch takes plain actions only (the store has no thunks: flows are sagas); selectors are typed by the
 * slice selector they are given (`useAppSelector(selectLoanConfirm)`).
 */
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector;
