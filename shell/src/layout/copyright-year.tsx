import { createContext, useContext } from 'react';

/**
 * The year the footer's copyright names. The edge decides it (the frame it draws and the runtime
 * configuration of the same page carry the same one), so the browser's first render draws what the
 * server drew, even in a frame drawn before the new year and served after it.
 */
const CopyrightYearContext = createContext<number>(new Date().getUTCFullYear());

export const CopyrightYearProvider = CopyrightYearContext.Provider;

export const useCopyrightYear = () => useContext(CopyrightYearContext);
