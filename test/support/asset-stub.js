// Stands in for an imported image or data file in unit tests (webpack turns these imports into URLs).
module.exports = '/assets/stub';
