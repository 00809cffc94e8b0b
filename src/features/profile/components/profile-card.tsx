import { useId, type ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/** One part of the profile: a named region, so a screen reader can jump between them. */
export function ProfileCard({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  )
}
