// The Redux Toolkit and react-redux API the site uses, and nothing more. Shared at run time as one
// module (like shared-config/router), it keeps one react-redux for RTK Query's hooks and the stores'
// providers while letting webpack drop the rest of both libraries: shared whole, they cannot be
// tree-shaken. Production code imports Redux from here only; the lint config enforces it.
export { configureStore, createSlice } from '@reduxjs/toolkit';
export type { Action, PayloadAction } from '@reduxjs/toolkit';
export { createApi, fetchBaseQuery, retry, skipToken } from '@reduxjs/toolkit/query/react';
export type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
export { Provider, useDispatch, useSelector } from 'react-redux';
