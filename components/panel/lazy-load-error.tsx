'use client'
import { lazyComponent } from '@/components/ui/lazy-component'

/** LoadError (./load-error) whose code loads only where a server-loaded source failed, not with every page. */
export const LoadError = lazyComponent(() => import('./load-error').then((m) => m.LoadError))
