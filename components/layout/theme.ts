/** Theme choice shared by the root layout (reads the cookie) and the toggle (writes it). */
export const THEME_COOKIE = 'theme'
export type ThemeChoice = 'system' | 'light' | 'dark'
export const parseTheme = (v: string | undefined): ThemeChoice => (v === 'light' || v === 'dark' ? v : 'system')
