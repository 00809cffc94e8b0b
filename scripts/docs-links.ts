import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'

/**
 * Keeps the repository explaining itself: comments and docs cite the product's requirements in
 * docs/product/ by file and heading, never what a newcomer who clones the repository lacks: the
 * original specification by section number, the design notes it came with, or the tracker's issues
 * by number (an issue of a named public project, owner/name#123, is readable and allowed).
 */

/** A file and where in it something was found. */
export type Finding = { file: string; line: number; text: string }

/** Citations of documents that are not in the repository. */
const outsideCitations: readonly RegExp[] = [
  /\bspec(?:ification)?\s+sections?\s+\d/i,
  /\bspec\s*§/i,
  /\bthe spec\b/i,
  /\bspec's\b/i,
  // (spec), (spec: ...) and a line ending in (spec; not a parameter typed `(spec: MetricSpec)`.
  /\([Ss]pec(?:\)|:\s+[^A-Z\s]|\s*$)/,
  /\/work\/shared\b/,
  /(?<![\w.-])(?:\.\.\/)+shared\/(?:design\b|[\w./-]+\.md\b)/,
  /\bdesign (?:brief|notes)\b/i,
  // The design notes by name; docs/product/philippines.md and relative links to it are ours.
  /(?<![\w/[-])(?<!\]\()(?:quality|portal|architecture|style|philippines)\.md\b/,
  // The tracker's issues: "issue 18", "issues 18 and 19", "issue #18".
  /\bissues?\s+#?\d/i,
  // A bare "#18"; not owner/name#18, an HTML entity, a colour in CSS or a label in quotes ('#3 GET').
  /(?<![\w/.&'"`-])#\d+(?![\w;])/,
  // A link to an issue page, but not to a named project's on GitHub.
  /(?<!github\.com\/[\w.-]+\/[\w.-]+\/)\bissues\/\d/,
]

const textFile = /\.(?:[cm]?[jt]sx?|md|ya?ml|html|css)$/

/** Tracked and new (not ignored) text files, relative to `root`. */
export function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  return [...new Set(listed.split('\n'))].filter((file) => textFile.test(file) && existsSync(join(root, file)))
}

function linesOf(text: string): string[] {
  return text.split('\n')
}

export function findOutsideCitations(file: string, text: string): Finding[] {
  return linesOf(text).flatMap((line, index) =>
    outsideCitations.some((pattern) => pattern.test(line)) ? [{ file, line: index + 1, text: line.trim() }] : [],
  )
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** The anchors of a Markdown file's headings, with GitHub's -1, -2 suffixes for repeats. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const line of linesOf(markdown)) {
    if (/^\s*```/.test(line)) fenced = !fenced
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (!heading?.[1]) continue
    const slug = headingSlug(heading[1])
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

/** A link to a Markdown file in the repository, optionally to one of its headings. */
export type DocLink = Finding & { target: string; anchor: string | undefined }

/**
 * `docs/...md#heading` written anywhere (comments cite them so), and relative Markdown links
 * `[...](file.md#heading)` inside Markdown files.
 */
export function findDocLinks(file: string, text: string): DocLink[] {
  return linesOf(text).flatMap((line, index) => {
    const found: DocLink[] = []
    const at = { file, line: index + 1, text: line.trim() }
    for (const match of line.matchAll(/(?<![\w/.-])(docs\/[\w./-]+?\.md)(?:#([\w-]+))?/g))
      found.push({ ...at, target: normalize(match[1] ?? ''), anchor: match[2] })
    if (file.endsWith('.md'))
      for (const match of line.matchAll(/\]\((?!https?:|docs\/)([^)#\s]+\.md)(?:#([^)\s]+))?\)/g))
        found.push({ ...at, target: normalize(join(dirname(file), match[1] ?? '')), anchor: match[2] })
    return found
  })
}

/** Repository files a Markdown page names by path (`src/app/router.ts`, contract/access.ts, ...). */
export function findNamedFiles(file: string, text: string): (Finding & { target: string })[] {
  if (!file.endsWith('.md')) return []
  return linesOf(text).flatMap((line, index) =>
    [
      ...line.matchAll(
        /(?<![\w@./-])((?:src|contract|mocks|scripts|e2e|docs|public)\/[\w./$-]*\w\.(?:tsx?|md|[cm]?js|json|ya?ml))\b/g,
      ),
    ].map((match) => ({ file, line: index + 1, text: line.trim(), target: match[1] ?? '' })),
  )
}

/** Why a link does not lead anywhere, or undefined when it does. */
export function brokenReason(
  root: string,
  link: DocLink,
  anchorsOf: (target: string) => Set<string>,
): string | undefined {
  if (!existsSync(join(root, link.target))) return `${link.target} does not exist`
  if (link.anchor !== undefined && !anchorsOf(link.target).has(link.anchor))
    return `${link.target} has no heading #${link.anchor}`
  return undefined
}

/** Reads each Markdown file's headings once. */
export function anchorReader(root: string): (target: string) => Set<string> {
  const cache = new Map<string, Set<string>>()
  return (target) => {
    const cached = cache.get(target)
    if (cached) return cached
    const anchors = headingAnchors(readFileSync(join(root, target), 'utf8'))
    cache.set(target, anchors)
    return anchors
  }
}
