// babel-preset-taro options: https://github.com/NervJS/taro/blob/v3.6.40/packages/babel-preset-taro/README.md
module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true
      }
    ]
  ]
}
