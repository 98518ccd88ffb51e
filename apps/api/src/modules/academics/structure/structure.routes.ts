import {
  ZCreateDepartment,
  ZCreateFaculty,
  ZCreateProgramme,
  ZCreateProgrammeType,
  ZDepartment,
  ZDepartmentList,
  ZDepartmentQuery,
  ZFaculty,
  ZFacultyList,
  ZListQuery,
  ZProgramme,
  ZProgrammeList,
  ZProgrammeQuery,
  ZProgrammeType,
  ZProgrammeTypeList,
  ZUpdateDepartment,
  ZUpdateFaculty,
  ZUpdateProgramme,
  ZUpdateProgrammeType,
} from '@campusflow/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerResourceRoutes } from '@/platform/crud/resource-routes.ts';
import {
  departmentSpec,
  facultySpec,
  programmeSpec,
  programmeTypeSpec,
} from './structure.resources.ts';

const read = ['academics:read:school'] as const;
const manage = ['academics:manage:school'] as const;
const base = '/api/v1/academics';

/** Faculties, departments, programme types and programmes of the session's school. */
export const structureRoutes: FastifyPluginAsync = async (app) => {
  const common = { tag: 'academics', read, manage };
  registerResourceRoutes(app, {
    ...common,
    path: `${base}/faculties`,
    spec: facultySpec,
    schemas: {
      item: ZFaculty,
      list: ZFacultyList,
      query: ZListQuery,
      create: ZCreateFaculty,
      update: ZUpdateFaculty,
    },
  });
  registerResourceRoutes(app, {
    ...common,
    path: `${base}/departments`,
    spec: departmentSpec,
    schemas: {
      item: ZDepartment,
      list: ZDepartmentList,
      query: ZDepartmentQuery,
      create: ZCreateDepartment,
      update: ZUpdateDepartment,
    },
  });
  registerResourceRoutes(app, {
    ...common,
    path: `${base}/programme-types`,
    spec: programmeTypeSpec,
    schemas: {
      item: ZProgrammeType,
      list: ZProgrammeTypeList,
      query: ZListQuery,
      create: ZCreateProgrammeType,
      update: ZUpdateProgrammeType,
    },
  });
  registerResourceRoutes(app, {
    ...common,
    path: `${base}/programmes`,
    spec: programmeSpec,
    schemas: {
      item: ZProgramme,
      list: ZProgrammeList,
      query: ZProgrammeQuery,
      create: ZCreateProgramme,
      update: ZUpdateProgramme,
    },
  });
};
