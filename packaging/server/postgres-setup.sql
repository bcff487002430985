-- Run once as the postgres superuser: psql -f postgres-setup.sql
-- The servers create their tables themselves on first start.
CREATE ROLE jadi LOGIN PASSWORD 'CHANGE-ME';
CREATE DATABASE jadi OWNER jadi;
