/**
 * H5 only (config/index.ts aliases @tarojs/components to this file): Taro's React component list is one
 * module, so webpack keeps every component any page uses (and its web component: swiper, picker, movable
 * view...) in the chunk every page loads. One module per component, side-effect free, lets each page's
 * chunk carry only the components it imports. View, Text, Image, ScrollView and RichText are drawn without
 * their web components (light-element.js); each other file repeats the line of
 * @tarojs/components/lib/react/components.js (3.6.40) for its component; the rest come from there as before.
 */
export { Button } from './Button.js'
export { Canvas } from './Canvas.js'
export { Form } from './Form.js'
export { Image } from './Image.js'
export { Input } from './Input.js'
export { Label } from './Label.js'
export { MovableArea } from './MovableArea.js'
export { MovableView } from './MovableView.js'
export { Picker } from './Picker.js'
export { RichText } from './RichText.js'
export { ScrollView } from './ScrollView.js'
export { Slider } from './Slider.js'
export { Swiper } from './Swiper.js'
export { SwiperItem } from './SwiperItem.js'
export { Switch } from './Switch.js'
export { Text } from './Text.js'
export { Textarea } from './Textarea.js'
export { View } from './View.js'
export * from '@tarojs/components/lib/react/index.js'
