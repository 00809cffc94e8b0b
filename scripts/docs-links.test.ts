import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  anchorReader,
  brokenReason,
  findDocLinks,
  findNamedFiles,
  findOutsideCitations,
  headingAnchors,
  repositoryFiles,
} from './docs-links'

const root = join(import.meta.dirname, '..')
const thisCheck = ['scripts/docs-links.ts', 'scripts/docs-links.test.ts']

const files = repositoryFiles(root).filter((file) => !thisCheck.includes(file))
const read = (file: string) => readFileSync(join(root, file), 'utf8')

describe('the repository cites only itself', () => {
  it('finds the files it checks', () => {
    expect(files).toContain('docs/ARCHITECTURE.md')
    expect(files).toContain('src/main.tsx')
  })

  it('cites no document outside the repository (the spec by section, the design notes, an issue)', () => {
    const citations = files.flatMap((file) => findOutsideCitations(file, read(file)))
    expect(citations.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([])
  })

  it('links only to Markdown files and headings that exist', () => {
    const anchorsOf = anchorReader(root)
    const broken = files
      .flatMap((file) => findDocLinks(file, read(file)))
      .flatMap((link) => {
        const reason = brokenReason(root, link, anchorsOf)
        return reason ? [`${link.file}:${link.line}: ${reason}`] : []
      })
    expect(broken).toEqual([])
  })

  it('names in its Markdown pages only files that exist', () => {
    const missing = files
      .flatMap((file) => findNamedFiles(file, read(file)))
      .filter(({ target }) => !existsSync(join(root, target)))
    expect(missing.map(({ file, line, target }) => `${file}:${line}: ${target}`)).toEqual([])
  })
})

describe('what the check catches', () => {
  it.each([
    '// The idle timeout of spec section 4.',
    '/** Spec sections 2 and 6: admins switch. */',
    "// '' is the spec's 'All'.",
    '// As the spec says, POSTs are multipart.',
    '// Manila time (spec); UTC instants.',
    '// (spec: /leave-calendar highlights Dashboard)',
    ' * both buttons (spec',
    '// Budgets per quality.md.',
    '// (portal.md: who approved and when)',
    '// Masks of philippines.md.',
    '// See /work/shared/design/style.md.',
    '// As ../shared/design/portal-notes.md lays out.',
    '// See ../../shared/notes.md.',
    '// Sized as the design brief asks.',
    '// Kept apart (issue 27: a filing answered 500).',
    '/** Issues 18 and 19 ask for it. */',
    '## How the portal applies the law (Issue #19)',
    '// Restored behind Prism (#2349).',
    '// Fixed in #18, then again.',
    '// See issues/18 for the trace.',
    '// https://tracker.example/empleo/issues/18',
  ])('flags %j', (line) => {
    expect(findOutsideCitations('x.ts', line)).toHaveLength(1)
  })

  it.each([
    '// The idle timeout (docs/product/states.md#idle-timeout).',
    '// Masks of docs/product/philippines.md#formats.',
    '| [philippines.md](philippines.md) | formats |',
    'Read [docs/ARCHITECTURE.md](docs/ARCHITECTURE.md) first.',
    '// The contract is the specification a backend team builds from.',
    'function keeps(spec: MetricSpec): boolean {',
    '/** Spec-free choice: a week-old draft is more likely stale than wanted. */',
    "// The peers' users ask for it (frappe/hrms#2418, horilla#751).",
    '// https://github.com/stoplightio/prism/issues/2349',
    "import { shareDraftOwner } from '../shared/draft-owner'",
    '<path fill="#000" d="M0 0h1v1h-1z"/>',
    "{ label: '#3 GET /clean' }",
    'color: #333;',
    '&#39;quoted&#39;',
    '// The server may issue a code again after 60 s.',
  ])('lets %j through', (line) => {
    expect(findOutsideCitations('x.ts', line)).toEqual([])
  })

  it("names headings as GitHub's anchors do, repeats numbered", () => {
    const anchors = headingAnchors('# Limits\n## Codes and countdowns\n## Toasts\n```\n# not a heading\n```\n## Toasts')
    expect([...anchors]).toEqual(['limits', 'codes-and-countdowns', 'toasts', 'toasts-1'])
  })

  it('reports a link to a renamed heading and to a missing file', () => {
    const anchorsOf = anchorReader(root)
    const [renamed, missing, relative] = [
      ...findDocLinks('src/x.ts', '// docs/product/limits.md#idle-time-out and docs/product/nowhere.md'),
      ...findDocLinks('docs/product/x.md', 'See [roles](roles.md#employment-kinds).'),
    ]
    expect(renamed && brokenReason(root, renamed, anchorsOf)).toBe(
      'docs/product/limits.md has no heading #idle-time-out',
    )
    expect(missing && brokenReason(root, missing, anchorsOf)).toBe('docs/product/nowhere.md does not exist')
    expect(relative && brokenReason(root, relative, anchorsOf)).toBe(
      'docs/product/roles.md has no heading #employment-kinds',
    )
  })

  it('reads the file paths a Markdown page names, and only in Markdown', () => {
    const line = 'Prefetch in `src/app/landing-shell.tsx`, as contract/access.ts says (@contract/options.ts).'
    expect(findNamedFiles('docs/decisions/x.md', line).map(({ target }) => target)).toEqual([
      'src/app/landing-shell.tsx',
      'contract/access.ts',
    ])
    expect(findNamedFiles('src/x.ts', line)).toEqual([])
  })
})
