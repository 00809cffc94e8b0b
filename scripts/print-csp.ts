import { contentSecurityPolicy } from './csp.ts'

// The Content-Security-Policy header the production host sends (README.md, Three modes). It changes with
// public/landing-gate.js, whose hash it carries: print it again after changing the gate.
console.log(contentSecurityPolicy({ meta: false }))
