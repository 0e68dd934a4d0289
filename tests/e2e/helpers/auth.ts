export * from '../../helpers/auth';
