# Range inputs: Keys.ARROW_RIGHT / END on the focused slider, or drag it with ActionChains.
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

SLIDER = (By.XPATH, '//input[@type="range"][@id=//label[normalize-space()="Slider"]/@for]')
VALUE = (By.XPATH, '//output[starts-with(normalize-space(), "Value:")]')


def test_the_arrow_keys_and_end_set_the_slider(driver, base_url):
    driver.get(f"{base_url}/horizontalSlider")
    wait = WebDriverWait(driver, 10)
    slider = wait.until(EC.element_to_be_clickable(SLIDER))
    slider.send_keys(Keys.ARROW_RIGHT * 3)
    wait.until(EC.text_to_be_present_in_element(VALUE, "Value: 1.5"))
    slider.send_keys(Keys.END)
    wait.until(EC.text_to_be_present_in_element(VALUE, "Value: 5"))


def test_dragging_the_thumb_to_the_far_right_sets_5(driver, base_url):
    driver.get(f"{base_url}/horizontalSlider")
    wait = WebDriverWait(driver, 10)
    slider = wait.until(EC.element_to_be_clickable(SLIDER))
    # Offsets are from the element's centre: grab the thumb at the left end, drop past the right.
    half = slider.size["width"] // 2
    drag = ActionChains(driver).move_to_element_with_offset(slider, -half + 2, 0).click_and_hold()
    drag.move_by_offset(slider.size["width"], 0).release().perform()
    wait.until(EC.text_to_be_present_in_element(VALUE, "Value: 5"))
    assert slider.get_attribute("value") == "5"
