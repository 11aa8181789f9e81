'use client'
import { lazyWhenSeen } from '@/components/ui/when-seen'

// The panel sits below an overview's first screen: its code (index words, range links, the index client) and its
// request wait until a person scrolls to it, like its charts.
export const LazyNetworkActivity = lazyWhenSeen(() => import('./network-activity').then((m) => m.NetworkActivity))
