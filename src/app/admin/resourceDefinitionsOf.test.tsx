import { Fragment } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resourceDefinitionsOf } from './resourceDefinitionsOf';

const List = () => null;
const Icon = () => null;

describe('resourceDefinitionsOf', () => {
  it("gives react-admin's own definitions of the Resource elements, in arrays and fragments", () => {
    const corpuses = <Resource name="lmfactory/corpuses" list={List} icon={Icon} hasCreate />;
    const definitions = resourceDefinitionsOf([
      [
        <Fragment key="corpuses">{corpuses}</Fragment>,
        <Resource key="tags" name="moriarty/tags" options={{ section: 'moriarty' }} edit={List} />,
      ],
      <CustomRoutes key="routes">
        <Route path="/first-connection" element={null} />
      </CustomRoutes>,
      null,
    ]);
    expect(definitions).toEqual({
      'lmfactory/corpuses': Resource.registerResource(corpuses.props),
      'moriarty/tags': Resource.registerResource({
        name: 'moriarty/tags',
        options: { section: 'moriarty' },
        edit: List,
      }),
    });
    expect(definitions['lmfactory/corpuses']).toMatchObject({ hasList: true, hasCreate: true });
  });
});
