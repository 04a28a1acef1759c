/**
 * The binding pages' one form (issue #17 leftovers: "bind-ticket and bind-invitation-ticket pages duplicate
 * their form: one shared component"): intro, fields with their error lines, submit and the switch link.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { BindingField, BindingForm } from '../src/subpackages/ticket/binding/BindingForm'

createH5NativeComponentConfig(() => null, React, ReactDOM)

const settle = () => new Promise((r) => setTimeout(r, 20))

describe('BindingForm', () => {
  let utils: TestUtils
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test.each([
    ['a field in error shows its line', true],
    ['a field not in error shows none', false]
  ])('%s; submit and the switch link call their handlers', async (_name, invalid) => {
    const calls: string[] = []
    utils = new TestUtils()
    await utils.mount(() => (
      <BindingForm
        intro="Intro"
        submitText="Go"
        submitClassName="x__submit"
        busy={false}
        onSubmit={() => calls.push('submit')}
        switchText="Other way"
        switchClassName="x__switch"
        onSwitch={() => calls.push('switch')}
      >
        <BindingField
          name="code"
          className="x__code"
          title="Code"
          type="text"
          maxlength={10}
          value=""
          placeholder=""
          invalid={invalid}
          errorText="Not a code"
          onChange={() => undefined}
        />
      </BindingForm>
    ))
    await settle()
    const page = document.querySelector('.binding-page') as HTMLElement
    expect(page.textContent).toContain('Intro')
    expect(document.querySelector('.x__code')).not.toBeNull()
    expect(page.textContent?.includes('Not a code')).toBe(invalid)
    ;(document.querySelector('.x__submit') as HTMLElement).click()
    ;(document.querySelector('.binding-link.x__switch') as HTMLElement).click()
    await settle()
    expect(calls).toEqual(['submit', 'switch'])
  })
})
