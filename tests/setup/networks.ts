/** Every Vitest file reads the built-in network files, as the server does (a test may install another registry). */
import '@/lib/networks/disk'
