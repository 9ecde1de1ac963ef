// The Redux Toolkit and react-redux API the site's stores use, and nothing more. Shared at run time as
// one module (like shared-config/router), it gives every store one Redux Toolkit while letting webpack
// drop the rest of the library: shared whole, it cannot be tree-shaken. react-redux, which holds the
// one store context, is itself a shared singleton (shared-config/webpack/shared-map.js), so this
// facade's Provider and hooks and RTK Query's hooks (shared-config/redux/query) are the same copy.
// Production code imports Redux from here only; the lint config enforces it.
export { configureStore, createSlice } from '@reduxjs/toolkit';
export type { Action, PayloadAction } from '@reduxjs/toolkit';
export { Provider, useDispatch, useSelector } from 'react-redux';
