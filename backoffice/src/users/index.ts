import People from '@mui/icons-material/PeopleOutlined';
import type { ResourceProps } from 'react-admin';
import { mayPerform, type Role } from '@annuaire/shared';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

/** The users resource as a role may use it: staff reading users list and show; admins edit too. */
export function usersResource(role: Role): Omit<ResourceProps, 'name'> {
  return {
    list: UserList,
    show: UserShow,
    edit: mayPerform(role, 'editUser') ? UserEdit : undefined,
    icon: People,
    recordRepresentation: 'username',
  };
}
