import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LazyPart } from '@/lib/load-later'
import { lazyPart } from '@/lib/load-later'
import { RequestPage, type RequestDetailPartProps, type RequestFormPartProps } from './request-page'

/** A part whose code has not arrived yet (and, in this test, never does). */
const arriving = <Props,>(): LazyPart<Props> => lazyPart<Props>(() => new Promise(() => {}))

const page = (openRequestId: number | undefined) => (
  <RequestPage
    title="Leave"
    description="Your leave requests and balances"
    fileLabel="Request leave"
    listLabel="Your leave requests"
    list={<p>The list</p>}
    form={arriving<RequestFormPartProps>()}
    detail={arriving<RequestDetailPartProps>()}
    formOpen={false}
    onOpenForm={() => {}}
    onCloseForm={() => {}}
    onFiled={() => {}}
    openRequestId={openRequestId}
    onCloseRequest={() => {}}
  />
)

describe('RequestPage', () => {
  it("shows the detail's place and skeleton while the code of a request named by the URL arrives", () => {
    render(page(12))
    expect(screen.getByLabelText('Loading the request').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('The list')).toBeTruthy()
  })

  it('shows nothing over the list while no request is named', () => {
    render(page(undefined))
    expect(screen.queryByLabelText('Loading the request')).toBeNull()
  })
})
